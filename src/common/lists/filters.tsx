/** The filters most lists share, each with its input and its words in the export's filter line. */
import { SelectInput, TextInput } from 'react-admin';
import { toChoices } from '../../i18n/labels';
import type { MessageKey } from '../../i18n/useMessage';
import { DateRangeInput } from '../DateRangeInput';
import { codeLabel } from './listDefinition';
import type { ListFilter } from './listDefinition';

/** A text the field contains (its input labelled by the resource's field, with a clear button). */
export const textFilter = (source: string, label: MessageKey): ListFilter => ({
    source,
    label,
    input: <TextInput key={source} source={source} alwaysOn resettable />,
});

/** A coded value (审核通过), picked from its labels; 全部 clears it unless `all` is false. */
export const codeFilter = (
    source: string,
    label: MessageKey,
    labels: Record<number, string>,
    { all = true }: { all?: boolean } = {},
): ListFilter => ({
    source,
    label,
    text: codeLabel(labels),
    input: (
        <SelectInput
            key={source}
            source={source}
            choices={toChoices(labels)}
            {...(all && { emptyText: 'portal.common.all' })}
            alwaysOn
        />
    ),
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
