/** `'客服热线：%{hotline}'` with `{hotline: '400…'}` → `'客服热线：400…'` (polyglot's placeholders). */
export const fillIn = (template: string, values: Record<string, string | number> = {}): string =>
    template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
    );
