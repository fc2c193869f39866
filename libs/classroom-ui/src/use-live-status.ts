import { useEffect, useState } from 'react';
import { getLiveClient, type LiveStatus } from '@crescendo/web-auth';

/** The live channel's state: while it is not open, the import's progress is polled instead. */
export function useLiveStatus(): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(() => getLiveClient().status);
  useEffect(() => getLiveClient().onStatus(setStatus), []);
  return status;
}
