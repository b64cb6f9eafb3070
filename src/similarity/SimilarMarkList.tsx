import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { ExaminedBy } from '../../dataProvider/similarity';
import type { SimilarMark } from '../../domain/types/classification';
import { useMessage } from '../i18n/useMessage';
import { goodsText } from './goodsText';

/**
 * 近似风险: the earlier marks a name was found similar to or at risk with, each with its class,
 * the groups it shares, its application number and date, its status (申请中 / 已注册 / 已驳回)
 * and goods in those groups, the note of the 区分表 a group was searched through, and the
 * guideline's rules with their reasons; above them, who examined the name (docs/similarity.md).
 */
/** A well-known mark's hit (its rule 13 first): no groups of its own, every class at risk. */
const isWellKnown = (mark: SimilarMark) => mark.rules[0]?.id === '13';

export const SimilarMarkList = ({
    marks,
    examinedBy,
}: {
    marks: SimilarMark[];
    examinedBy: ExaminedBy;
}) => {
    const m = useMessage();
    const separator = m('portal.orders.labels.separator');
    return (
        <Box sx={{ mt: 1.5 }} data-testid="similar-marks">
            <Typography variant="subtitle2" component="p">
                {m('portal.similarity.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
                {m(`portal.similarity.examinedBy.${examinedBy}`)}
            </Typography>
            {marks.length === 0 ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {m(`portal.similarity.none.${examinedBy}`)}
                </Typography>
            ) : (
                <List dense disablePadding>
                    {marks.map(mark => (
                        <ListItem
                            key={`${mark.name}|${mark.cls}|${mark.appNo}|${mark.appDate}`}
                            disableGutters
                            sx={{ display: 'block', borderTop: 1, borderColor: 'divider', py: 1 }}
                        >
                            <Box
                                sx={{
                                    display: 'flex',
                                    gap: 1,
                                    alignItems: 'center',
                                    flexWrap: 'wrap',
                                }}
                            >
                                <Typography component="span" sx={{ fontWeight: 600 }}>
                                    {mark.name}
                                </Typography>
                                <Chip
                                    size="small"
                                    color={mark.verdict === 'similar' ? 'error' : 'warning'}
                                    label={m(`portal.similarity.verdict.${mark.verdict}`)}
                                />
                                {mark.status && (
                                    <Chip
                                        size="small"
                                        variant="outlined"
                                        label={m(`portal.similarity.status.${mark.status}`)}
                                    />
                                )}
                            </Box>
                            <Typography variant="caption" color="text.secondary" component="p">
                                {isWellKnown(mark)
                                    ? mark.cls
                                        ? m('portal.similarity.wellKnownIn', { cls: mark.cls })
                                        : m('portal.similarity.wellKnown')
                                    : m('portal.similarity.earlier', {
                                          cls: mark.cls,
                                          groups: mark.sharedGroups.join(separator),
                                          appNo: mark.appNo || m('portal.similarity.noAppNo'),
                                          appDate: mark.appDate,
                                      })}
                            </Typography>
                            {mark.goods && mark.goods.length > 0 && (
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {goodsText(mark, m)}
                                </Typography>
                            )}
                            {mark.viaNote && (
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {m('portal.similarity.viaNote', { ...mark.viaNote })}
                                </Typography>
                            )}
                            {mark.rules.map(rule => (
                                <Typography
                                    key={`${rule.id}${rule.reason}`}
                                    variant="body2"
                                    component="p"
                                    sx={{ mt: 0.25 }}
                                >
                                    <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                                        {rule.id}
                                    </Box>
                                    {rule.reason}
                                </Typography>
                            ))}
                        </ListItem>
                    ))}
                </List>
            )}
        </Box>
    );
};
