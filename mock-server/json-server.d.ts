/** The part of json-server 0.17's programmatic API the mock server uses (it ships no types). */
declare module 'json-server' {
    import type { Express, RequestHandler } from 'express';

    interface JsonServer {
        /** an Express 4 application with `json spaces` set to 2 */
        create(): Express;
        /** JSON (10 MB limit) and urlencoded body parsers */
        bodyParser: RequestHandler[];
    }

    const jsonServer: JsonServer;
    export default jsonServer;
}
