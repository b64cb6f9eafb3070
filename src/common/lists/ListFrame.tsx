import { useMediaQuery } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { useCallback, useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, ListBase, ListView } from 'react-admin';
import type { ListProps, RaRecord } from 'react-admin';
import { useMessage } from '../../i18n/useMessage';
import { ListError } from '../ListError';
import { EmptyList, PortalPagination } from '../ListParts';
import { PhoneFilters } from '../PhoneFilters';
import { CardLine, CardList, RecordCard } from '../RecordCards';
import { FilterChips } from './FilterChips';
import { LatestFilters } from './LatestFilters';
import { LIST_PAGE_SIZE, LIST_SORT } from './listReads';
import { fieldOf } from './listDefinition';
import type { CardLine as CardLineSpec, ListColumn, ListDefinition } from './listDefinition';

/** A row's own buttons: the table's last column (操作) and a card's foot. */
export interface RowActionsSlot<T> {
    render: (record: T) => ReactNode;
    align?: 'right';
}

export interface ListFrameProps<T extends RaRecord> {
    list: ListDefinition<T>;
    /** the toolbar: 导出 Excel (ExportActions) and the list's own buttons */
    actions: ReactElement;
    /** above the rows, under the phone's folded filters (a list's tabs) */
    tabs?: ReactNode;
    rowActions?: RowActionsSlot<T>;
    /** filters (by source) not offered to this user, though the list knows them */
    hiddenFilters?: readonly string[];
    /**
     * rows can be selected (a checkbox each); the list says what is selected in its own
     * toolbar, react-admin's bar over the table being clipped by the table's sideways scroll
     */
    selectable?: boolean;
    tableSx?: SxProps<Theme>;
    /** a card's control before its title (a selection box) */
    cardLeading?: (record: T) => ReactNode;
    /** below the cards (a selection's bar) */
    afterCards?: ReactNode;
    queryOptions?: ListProps<T>['queryOptions'];
}

const sayNothing = () => undefined;

/**
 * Every list of the portal: react-admin's `<List>` (its base and view, the filters last chosen
 * between them: LatestFilters) with the portal's defaults (pages of 10, its
 * pager, its table even when nothing matches), filters and page in the query string; on a wide
 * screen the filters over a table of the list's columns, on a phone (below 600 px) the filters
 * folded under 筛选 and one card a record.
 */
export const ListFrame = <T extends RaRecord>({
    list,
    actions,
    tabs,
    rowActions,
    hiddenFilters,
    selectable = false,
    tableSx,
    cardLeading,
    afterCards,
    queryOptions,
}: ListFrameProps<T>) => {
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const filters = useMemo(
        () =>
            list.filters.flatMap(filter =>
                filter.input && !hiddenFilters?.includes(filter.source) ? [filter.input] : [],
            ),
        [list.filters, hiddenFilters],
    );
    return (
        <ListBase<T>
            resource={list.resource}
            perPage={LIST_PAGE_SIZE}
            sort={LIST_SORT}
            exporter={false}
            // the query string alone holds the filters and the page: a list opened from the
            // menu starts unfiltered, and one opened from a link shows what the link meant
            storeKey={false}
            // the portal is drawn only while a session exists (Root.tsx, every tab): react-admin's
            // own check held the list's read and first draw until its answer, which then redrew
            // the whole list as one uninterruptible task (docs/decisions.md, a light portal)
            disableAuthentication
            // the panel says why a read failed: no toast saying it again
            queryOptions={{ onError: sayNothing, ...queryOptions }}
            offline={false}
        >
            <LatestFilters>
                <ListView<T>
                    title={list.title}
                    pagination={<PortalPagination />}
                    // the table (暂无数据) and its filters stay when nothing matches
                    empty={false}
                    filters={isPhone ? undefined : filters}
                    actions={actions}
                    error={<ListError />}
                >
                    {isPhone && <PhoneFilters filters={filters} />}
                    <FilterChips list={list} />
                    {tabs}
                    {isPhone ? (
                        <>
                            <ListCards list={list} rowActions={rowActions} leading={cardLeading} />
                            {afterCards}
                        </>
                    ) : (
                        <ListTable
                            list={list}
                            rowActions={rowActions}
                            selectable={selectable}
                            sx={tableSx}
                        />
                    )}
                </ListView>
            </LatestFilters>
        </ListBase>
    );
};

/** The list's columns as a table; no header sorts, as the server decides the order. */
const ListTable = <T extends RaRecord>({
    list,
    rowActions,
    selectable,
    sx,
}: {
    list: ListDefinition<T>;
    rowActions?: RowActionsSlot<T>;
    selectable: boolean;
    sx?: SxProps<Theme>;
}) => {
    const m = useMessage();
    const Column = DataTable.Col<T>;
    return (
        <DataTable<T>
            bulkActionButtons={selectable}
            bulkActionsToolbar={false}
            rowClick={false}
            empty={<EmptyList />}
            sx={sx}
        >
            {list.columns
                .filter(column => column.table !== false)
                .map(column => (
                    <Column
                        key={column.source}
                        source={column.source}
                        disableSort
                        {...(column.label && { label: column.label })}
                        {...(column.align && { align: column.align })}
                        {...(column.sx && { sx: column.sx })}
                        {...(column.cell && { render: (record: T) => column.cell!(record, m) })}
                    />
                ))}
            {rowActions && (
                <Column
                    label="portal.common.actions"
                    {...(rowActions.align && { align: rowActions.align })}
                    render={rowActions.render}
                />
            )}
        </DataTable>
    );
};

const sourceOf = <T,>(line: CardLineSpec<T>) => (typeof line === 'string' ? line : line.source);

/** The list's records as cards: the layout's title, badge and lines, from the columns' cells. */
const ListCards = <T extends RaRecord>({
    list,
    rowActions,
    leading,
}: {
    list: ListDefinition<T>;
    rowActions?: RowActionsSlot<T>;
    leading?: (record: T) => ReactNode;
}) => {
    const m = useMessage();
    const { cards, columns } = list;
    const columnOf = useCallback(
        (source: string): ListColumn<T> => {
            const column = columns.find(candidate => candidate.source === source);
            if (!column) throw new Error(`${list.resource}: no column ${source} for its cards`);
            return column;
        },
        [columns, list.resource],
    );
    const cellOf = useCallback(
        (record: T, source: string): ReactNode => {
            const column = columnOf(source);
            const cell = column.cardCell ?? column.cell;
            return cell ? cell(record, m) : (fieldOf(record, source) as ReactNode);
        },
        [columnOf, m],
    );
    // CardList draws a page's cards once per page: a new function would draw them again
    const card = useCallback(
        (record: T) => (
            <RecordCard
                leading={leading?.(record)}
                title={cellOf(record, cards.title)}
                badge={cards.badge && cellOf(record, cards.badge)}
                actions={rowActions?.render(record)}
            >
                {cards.lines
                    .filter(line => typeof line === 'string' || line.when(record))
                    .map(line => {
                        const source = sourceOf(line);
                        return (
                            <CardLine key={source} source={source} label={columnOf(source).label}>
                                {cellOf(record, source)}
                            </CardLine>
                        );
                    })}
            </RecordCard>
        ),
        [cards, cellOf, columnOf, leading, rowActions],
    );
    return (
        <CardList<T> label={m(list.title)} cardHeight={cards.height}>
            {card}
        </CardList>
    );
};
