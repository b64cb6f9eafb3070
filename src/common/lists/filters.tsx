/**
 * The filters most lists share, each with its input and its words in the export's filter line.
 * A coded value's filter is in codeFilter.tsx: a list without one does not load its select.
 */
import { TextInput } from 'react-admin';
import type { MessageKey } from '../../i18n/useMessage';
import { DateRangeInput } from '../DateRangeInput';
import type { ListFilter } from './listDefinition';

/** A text the field contains (its input labelled by the resource's field, with a clear button). */
export const textFilter = (source: string, label: MessageKey): ListFilter => ({
    source,
    label,
    input: <TextInput key={source} source={source} alwaysOn resettable />,
});

/** A date range: the first day in `start`, the last in `end`; `source` names the input. */
export const dateRangeFilter = (
    source: string,
    [start, end]: [string, string],
    label: MessageKey,
): ListFilter => ({
    source: start,
    end,
    label,
    input: (
        <DateRangeInput
            key={source}
            source={source}
            startSource={start}
            endSource={end}
            label={label}
            alwaysOn
        />
    ),
});
