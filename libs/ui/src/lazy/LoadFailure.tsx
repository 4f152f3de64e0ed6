import { Component, type ReactNode } from 'react';
import { useToast } from '../toast/ToastProvider';

interface Props {
  /** The Dutch toast text: what could not be loaded. */
  message: string;
  /** What else a failure means (close the part, forget the failed download). */
  onFailure: () => void;
  children: ReactNode;
}

/** Shows nothing in place of code that failed to download, says so in a toast, and reports it once. */
class Boundary extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailure();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Around a lazily loaded part (a dialog, a menu, a form): a failed download is a Dutch toast, not a broken page. */
export function LoadFailure({ message, onFailure, children }: Props) {
  const { toast } = useToast();
  const failed = () => {
    toast({ variant: 'destructive', title: 'Fout', description: message });
    onFailure();
  };
  return <Boundary onFailure={failed}>{children}</Boundary>;
}
