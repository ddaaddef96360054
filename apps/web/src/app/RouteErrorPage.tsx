import { Button } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { Link, useRouteError } from 'react-router';
import { clearChunkReloadFlag, isChunkLoadError } from '../shared/lib/importWithRetry.ts';
import { ErrorState } from '../shared/ui/ErrorState.tsx';

/** Shown inside the frame when a page's code could not load or a page crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const handleRetry = () => {
    clearChunkReloadFlag();
    window.location.reload();
  };

  if (isChunkLoadError(error)) {
    return (
      <ErrorState
        title="This page could not be loaded"
        message="Check your internet connection and try again."
        onRetry={handleRetry}
      />
    );
  }
  return (
    <ErrorState title="Something went wrong" message={messages.unexpected} onRetry={handleRetry}>
      <Button component={Link} to="/home" variant="default">
        Go to the home page
      </Button>
    </ErrorState>
  );
}
