/**
 * How the build groups modules into files. Left to the automatic split, the signed-in shell was
 * cut into ~40 files, one per set of lazy pages sharing a few modules, and the login page into
 * ~12, so a phone's first signed-in screen asked for ~60 scripts. This plugin puts what the
 * browser loads together into one file each:
 *   login     every module the login page loads (index.html's entry and its static imports);
 *   shell     every module the signed-in shell loads (src/Portal.tsx and its static imports)
 *             that the login page has not, and all of lodash: react-admin's lodash functions in
 *             one file (split by use, their pieces were shared by different sets of pages, each
 *             list page paying ~3.5 KB of pieces and glue);
 *   overview  what the first signed-in screen (数据概览) loads beyond those;
 *   pages     what five lazy parts or more share beyond those: the lists', forms' and dialogs'
 *             parts, loaded once by the first such page.
 * Which modules those are is known only after tree-shaking (a library's index re-exports all of
 * it), so the plugin first builds in memory with the automatic split and reads the modules of
 * the files each part loads; the real build then groups them. A page's own modules are left to
 * the automatic split, and each lazily imported module keeps a file of its own. scripts/size/
 * checks the sizes and the number of files.
 */
import path from 'node:path';
import { build } from 'vite';
import type { Plugin, UserConfig } from 'vite';

/** Set while the first, in-memory pass runs (the plugin then does nothing). */
const FIRST_PASS = 'PORTAL_CHUNK_GROUPS_FIRST_PASS';
const LODASH = /node_modules[\\/]lodash[\\/]/;

export interface BuiltChunk {
    type: 'chunk';
    fileName: string;
    imports: string[];
    moduleIds: string[];
    isEntry: boolean;
    facadeModuleId: string | null;
}

/** `start` and every file it imports statically, directly or not. */
export const loadedChunks = (chunks: Map<string, BuiltChunk>, start: BuiltChunk): BuiltChunk[] => {
    const seen = new Map<string, BuiltChunk>();
    const stack = [start];
    while (stack.length > 0) {
        const chunk = stack.pop()!;
        if (seen.has(chunk.fileName)) continue;
        seen.set(chunk.fileName, chunk);
        for (const file of chunk.imports) {
            const imported = chunks.get(file);
            if (imported) stack.push(imported);
        }
    }
    return [...seen.values()];
};

/** The modules of `start` and of every file it imports statically, directly or not. */
const loadedModules = (chunks: Map<string, BuiltChunk>, start: BuiltChunk): Set<string> =>
    new Set(loadedChunks(chunks, start).flatMap(chunk => chunk.moduleIds));

/**
 * Shared by this many lazy parts or more, a module goes to the pages' common file. Five, not
 * four: MUI's Autocomplete, in four parts since 批量申报's applicant picker, took 20 KB gzip into
 * every page's first load; in the parts that draw it, it costs each under 2 KB.
 */
const COMMON_SHARE = 5;

/** The groups, from the first pass's files (the app's entry modules named by path). */
const groupsOf = (
    output: { type: string }[],
    entries: { main: string; shell: string; arrival: string },
) => {
    const chunks = new Map(
        output
            .filter((item): item is BuiltChunk => item.type === 'chunk')
            .map(chunk => [chunk.fileName, chunk]),
    );
    const all = [...chunks.values()];
    const find = (id: string) => all.find(chunk => chunk.facadeModuleId === id);
    const entry = all.find(chunk => chunk.isEntry);
    const shell = find(entries.shell);
    const arrival = find(entries.arrival);
    if (!entry || !shell || !arrival) throw new Error('chunkGroups: an entry is missing');
    // what a lazy import names stays in a file of its own (index.html's script included)
    const facades = new Set([...all.map(chunk => chunk.facadeModuleId), entries.main]);
    const login = loadedModules(chunks, entry);
    const signedIn = loadedModules(chunks, shell);
    const firstScreen = loadedModules(chunks, arrival);
    const shares = new Map<string, number>();
    for (const chunk of all.filter(item => item.facadeModuleId && !item.isEntry)) {
        for (const id of loadedModules(chunks, chunk)) shares.set(id, (shares.get(id) ?? 0) + 1);
    }
    const grouped = (id: string) => !facades.has(id);
    return [
        { name: 'login', priority: 4, test: (id: string) => login.has(id) && grouped(id) },
        {
            name: 'shell',
            priority: 3,
            test: (id: string) =>
                (signedIn.has(id) || LODASH.test(id)) && !login.has(id) && grouped(id),
        },
        {
            name: 'overview',
            priority: 2,
            test: (id: string) =>
                firstScreen.has(id) && !signedIn.has(id) && !login.has(id) && grouped(id),
        },
        {
            name: 'pages',
            priority: 1,
            test: (id: string) =>
                (shares.get(id) ?? 0) >= COMMON_SHARE &&
                !firstScreen.has(id) &&
                !signedIn.has(id) &&
                !login.has(id) &&
                grouped(id),
        },
    ];
};

/** The plugin, for the app whose src/ is under `root`. */
export const chunkGroups = (root: string): Plugin => ({
    name: 'portal-chunk-groups',
    apply: 'build',
    async config(config, { isPreview }): Promise<UserConfig | undefined> {
        if (isPreview || process.env[FIRST_PASS]) return undefined;
        process.env[FIRST_PASS] = '1';
        let result;
        try {
            result = await build({
                root: config.root,
                configFile: path.join(root, 'vite.config.ts'),
                logLevel: 'silent',
                build: { write: false, manifest: false },
            });
        } finally {
            delete process.env[FIRST_PASS];
        }
        const outputs = Array.isArray(result) ? result : [result];
        const output = outputs.flatMap(item => ('output' in item ? item.output : []));
        const groups = groupsOf(output, {
            main: path.join(root, 'src/main.tsx'),
            shell: path.join(root, 'src/Portal.tsx'),
            arrival: path.join(root, 'src/dashboard/DashboardPage.tsx'),
        });
        return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
});
