/** What a hit of the similarity examination carries on the wire, and nothing more (docs/api.md). */
export const SIMILAR_MARK_FIELDS = [
    'appDate',
    'appNo',
    'cls',
    'groups',
    'name',
    'rules',
    'sharedGroups',
    'verdict',
];
