/**
 * A signed-in visit's code, fetched beside the login page's. index.html names the login page's
 * files (its entry and what that imports), and only once they have run does the entry ask for
 * the signed-in shell and the page the address names: on a slow phone, the download of those
 * ~200 KB waited for the login page's code to be fetched, parsed and run. This plugin writes a
 * small script into index.html, run as the page is parsed: when the browser holds a session, it
 * asks at once (`modulepreload`: fetched and parsed, run when imported) for the shell's files
 * and for those of the page at the address (an address the overview answers, the overview's).
 * A visit without a session asks for nothing more than before. The pages by address are read
 * from the rows of src/screens.ts (`pageModules`, whose test keeps it in step with SCREENS).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import { TOKEN_KEY } from '../dataProvider/session.ts';
import { OVERVIEW_ARRIVALS, PATHS } from '../src/routes.ts';
import { loadedChunks } from './chunkGroups.ts';
import type { BuiltChunk } from './chunkGroups.ts';

const PAGE_IMPORT = /path:\s*PATHS\.(\w+),[^{}]*?pageOf\(\(\)\s*=>\s*import\('(\.\/[^']+)'\)/g;

/** The page module of each address, from the source of src/screens.ts (paths under src/). */
export const pageModules = (source: string): Record<string, string> => {
    const modules: Record<string, string> = {};
    for (const [, name, module] of source.matchAll(PAGE_IMPORT)) {
        const address = (PATHS as Record<string, string>)[name!];
        if (address === undefined) throw new Error(`arrivalPreload: no PATHS.${name}`);
        modules[address] = path.posix.join('src', module!);
    }
    return modules;
};

/** The files `start` loads: itself and what it imports statically, directly or not. */
const loadedFiles = (chunks: Map<string, BuiltChunk>, start: BuiltChunk): string[] =>
    loadedChunks(chunks, start).map(chunk => chunk.fileName);

export interface ArrivalFiles {
    /** the signed-in shell's files beyond the login page's */
    shell: string[];
    /** by address: its page's files beyond the login page's and the shell's */
    pages: Record<string, string[]>;
}

/** What a signed-in visit loads beyond index.html's files, from the build's chunks. */
export const arrivalFiles = (
    output: readonly { type: string }[],
    root: string,
    modules: Record<string, string>,
): ArrivalFiles => {
    const chunks = new Map(
        output
            .filter((item): item is BuiltChunk => item.type === 'chunk')
            .map(chunk => [chunk.fileName, chunk]),
    );
    const all = [...chunks.values()];
    const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
    const facadeOf = (module: string) => {
        const wanted = path.join(root, module);
        const chunk = all.find(
            item => item.facadeModuleId && withoutExtension(item.facadeModuleId) === wanted,
        );
        if (!chunk) throw new Error(`arrivalPreload: no file for ${module}`);
        return chunk;
    };
    const entry = all.find(chunk => chunk.isEntry);
    if (!entry) throw new Error('arrivalPreload: no entry');
    const login = new Set(loadedFiles(chunks, entry));
    const shell = loadedFiles(chunks, facadeOf('src/Portal')).filter(file => !login.has(file));
    const before = new Set([...login, ...shell]);
    const pages: Record<string, string[]> = {};
    for (const [address, module] of Object.entries(modules)) {
        // an address with an id (`/home/record/:id`) is no page a visit lands on by itself
        if (address.includes(':')) continue;
        pages[address] = loadedFiles(chunks, facadeOf(module)).filter(file => !before.has(file));
    }
    for (const address of OVERVIEW_ARRIVALS) pages[address] = pages[PATHS.orderHome] ?? [];
    return { shell, pages };
};

/**
 * The script index.html runs as it is parsed: with a session in localStorage, a modulepreload
 * link for each of the shell's files and the address's page's. Anything unexpected (storage
 * refused) asks for nothing: the entry then loads them as before.
 */
export const preloadScript = (files: ArrivalFiles, base: string): string => {
    // each file named once; the shell and each address by the files' numbers
    const table = [...new Set([...files.shell, ...Object.values(files.pages).flat()])];
    const numbers = (list: readonly string[]) => list.map(file => table.indexOf(file));
    const pages = Object.fromEntries(
        Object.entries(files.pages).map(([address, list]) => [address, numbers(list)]),
    );
    return (
        `(function(){try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})===null)return;` +
        `var files=${JSON.stringify(table)},pages=${JSON.stringify(pages)};` +
        `var path=location.hash.replace(/^#/,'').split('?')[0];` +
        `var wanted=${JSON.stringify(numbers(files.shell))}.concat(pages[path]||[]);` +
        `for(var i=0;i<wanted.length;i++){var link=document.createElement('link');` +
        `link.rel='modulepreload';link.crossOrigin='';` +
        `link.href=${JSON.stringify(base)}+files[wanted[i]];document.head.appendChild(link);}` +
        `}catch(e){}})();`
    );
};

/** The plugin, for the app whose src/ is under `root`. */
export const arrivalPreload = (root: string): Plugin => {
    let config: ResolvedConfig;
    return {
        name: 'portal-arrival-preload',
        apply: 'build',
        configResolved(resolved) {
            config = resolved;
        },
        transformIndexHtml: {
            order: 'post',
            handler(_html: string, context: IndexHtmlTransformContext) {
                if (!context.bundle) return undefined;
                const source = fs.readFileSync(path.join(root, 'src/screens.ts'), 'utf8');
                const files = arrivalFiles(
                    Object.values(context.bundle),
                    root,
                    pageModules(source),
                );
                return [
                    {
                        tag: 'script',
                        children: preloadScript(files, config.base),
                        injectTo: 'head-prepend',
                    },
                ];
            },
        },
    };
};
