import { SelectInput } from 'react-admin';
import { toChoices } from '../../i18n/labels';
import type { MessageKey } from '../../i18n/useMessage';
import { codeLabel } from './listDefinition';
import type { ListFilter } from './listDefinition';

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
