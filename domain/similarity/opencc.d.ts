/** opencc-js ships its dictionaries as plain modules without types: each is one string. */
declare module 'opencc-js/dict/TSCharacters' {
    const dict: string;
    export default dict;
}
