import { useCallback, useState } from 'react';

/** How many of a form's upload slots are sending a file; the form waits for all of them. */
export function useUploadCount() {
  const [count, setCount] = useState(0);
  const onUploadingChange = useCallback((uploading: boolean) => {
    setCount((current) => Math.max(0, current + (uploading ? 1 : -1)));
  }, []);
  return { uploading: count > 0, onUploadingChange };
}
