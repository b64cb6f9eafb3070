/**
 * What the tenancy guard knows of the routes: the stored-file route's name, and the calls
 * that take no agency-owned reference (each with the reason). The registered routes
 * themselves come from tests/api/support/routes.ts.
 */

export const FILES_ROUTE = `GET ${String(/^\/files\//)}`;

/**
 * Calls that take no agency-owned reference, so there is nothing to aim at agency 1: each with
 * the reason. (Strict parameters make every one of them refuse an id it does not know.)
 */
export const EXEMPT: Record<string, string> = {
    'POST /api/login': 'public: a name and a password, nothing of an agency',
    'PUT /api/logout': 'ends the calling session only; no parameter',
    'GET /admin/api/privilege': 'the calling user and its purviews; no parameter',
    'GET /api/findNiceClassification': 'the shared Nice classification, no agency data',
    'GET /api/searchNiceItems': 'a keyword search in the shared Nice classification',
    'GET /api/suggestClasses': 'classes for a description, from the shared Nice classification',
    'GET /api/queryServiceUnitPrice': 'the global unit prices, the same for every agency',
    'GET /api/checkTrademarkName': 'a name against the static list of prohibited words',
    'GET /api/searchSimilarMarks':
        'a name against the register of earlier marks, which holds names, classes, groups, ' +
        'application numbers and dates, never an applicant or an agency',
    'POST /api/file/autoTrademarkImage':
        'draws the name it is given; the picture is stored as the caller’s own file',
    'GET /pay/:paymentSn':
        'the simulated cashier page is public by design (docs/api.md, top-up: the phone that scans ' +
        'the code has no session); it ignores any token and shows only that payment',
    'GET /api/phoneUpload/m/:secret':
        'the phone-upload page is public by design (docs/api.md, upload from a phone: the phone ' +
        'has no session, the one-time secret in the link is the key); it ignores any token, ' +
        'shows only the slot name and file rule of that session, and changes nothing',
};

/** `/__sim/...`: the office simulator, dev only (not registered in production), no session. */
export const isSimRoute = (route: string): boolean => route.split(' ')[1].startsWith('/__sim/');
