import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { longDateText, timeText } from '@facility/data/basics';

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ textAlign: 'right', lineHeight: 1.1 }} aria-label="Huidige tijd en datum">
      <Typography component="time" sx={{ fontWeight: 600, fontSize: { xs: '1.1rem', sm: '1.25rem' }, display: 'block', whiteSpace: 'nowrap' }} data-testid="clock-time">
        {timeText(now)}
      </Typography>
      <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }} data-testid="clock-date">
        {longDateText(now, { weekday: true })}
      </Typography>
    </Box>
  );
}
