/** What a hit of the similarity examination carries on the wire, and nothing more (docs/api.md). */
export const SIMILAR_MARK_FIELDS = [
    'appDate',
    'appNo',
    'cls',
    'goods',
    'goodsTotal',
    'groups',
    'name',
    'rules',
    'sharedGroups',
    'status',
    'verdict',
];
