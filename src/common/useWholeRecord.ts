import { useGetOne } from 'react-admin';
import type { RaRecord, UseGetOneOptions } from 'react-admin';

/**
 * The whole record's cache key of its own: react-admin files each row of a list under getOne's
 * key for that id, and a list row is a summary (an order without its feedback, an applicant
 * without its files), which a page or dialog opened from the row would otherwise take for the
 * record.
 */
const WHOLE_RECORD = { whole: true } as const;

/** One record read whole (getOne), never a list's summary of it. */
export const useWholeRecord = <T extends RaRecord>(
    resource: string,
    id: T['id'],
    options?: UseGetOneOptions<T>,
) => useGetOne<T>(resource, { id, meta: WHOLE_RECORD }, options);
