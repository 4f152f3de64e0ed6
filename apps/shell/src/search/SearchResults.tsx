// The options of the search dialog as a listbox: per area a group with its icon and name, each
// result with its second line (building, space); or the recent searches while nothing is typed.
// The field keeps the focus; the active option is aria-activedescendant.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { ExtensionIcon } from '@facility/ui/icons';
import { linkIcons } from '../app/linkIcons';
import type { SearchGroup } from './searchAreas';

export const LISTBOX_ID = 'search-results';
export const optionId = (index: number) => `search-option-${index}`;

interface OptionProps {
  index: number;
  active: boolean;
  /** An earlier question's result, shown until the answer to the current one is there: not choosable. */
  stale?: boolean;
  onChoose: (index: number) => void;
  onPoint: (index: number) => void;
  children: ReactNode;
}

function Option({ index, active, stale = false, onChoose, onPoint, children }: OptionProps) {
  return (
    <Box
      component="li"
      role="option"
      id={optionId(index)}
      aria-selected={active}
      aria-disabled={stale || undefined}
      onClick={() => onChoose(index)}
      onMouseMove={() => onPoint(index)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: stale ? 'progress' : 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
      }}
    >
      {children}
    </Box>
  );
}

interface Choosing {
  active: number;
  onChoose: (index: number) => void;
  onPoint: (index: number) => void;
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The results grouped per area; options are numbered across the groups, in the order shown. */
export function ResultGroups({ groups, stale, ...choosing }: Choosing & { groups: SearchGroup[]; stale: boolean }) {
  let index = 0;
  return (
    <Box component="ul" role="listbox" id={LISTBOX_ID} aria-label="Zoekresultaten" sx={listSx}>
      {groups.map(({ area, hits }) => {
        const Icon = linkIcons[area.icon] ?? ExtensionIcon;
        return (
          <li key={area.area} role="presentation">
            <Typography component="div" aria-hidden variant="overline" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
              {area.label}
            </Typography>
            <Box component="ul" role="group" aria-label={area.label} sx={listSx}>
              {hits.map((hit) => {
                const at = index++;
                return (
                  <Option key={hit.id} index={at} active={at === choosing.active} stale={stale} onChoose={choosing.onChoose} onPoint={choosing.onPoint}>
                    <Icon fontSize="small" color="action" aria-hidden />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography noWrap>{hit.title}</Typography>
                      {hit.detail && (
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {hit.detail}
                        </Typography>
                      )}
                    </Box>
                  </Option>
                );
              })}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

/** The recent searches of this device; choosing one searches it again. */
export function RecentSearches({ recent, ...choosing }: Choosing & { recent: string[] }) {
  return (
    <>
      <Typography component="div" id="search-recent-label" variant="overline" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
        Recente zoekopdrachten
      </Typography>
      <Box component="ul" role="listbox" id={LISTBOX_ID} aria-labelledby="search-recent-label" sx={listSx}>
        {recent.map((q, index) => (
          <Option key={q} index={index} active={index === choosing.active} onChoose={choosing.onChoose} onPoint={choosing.onPoint}>
            <HistoryIcon fontSize="small" color="action" aria-hidden />
            <Typography noWrap>{q}</Typography>
          </Option>
        ))}
      </Box>
    </>
  );
}
