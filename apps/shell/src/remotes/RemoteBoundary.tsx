import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

export const UNAVAILABLE_TEXT = 'Dit onderdeel is tijdelijk niet beschikbaar.';

/** Keeps a broken or unreachable remote inside its own area of the page. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Onderdeel kon niet worden geladen', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ py: 4 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={this.retry}>
              Opnieuw proberen
            </Button>
          }
        >
          {UNAVAILABLE_TEXT}
        </Alert>
      </Box>
    );
  }
}
