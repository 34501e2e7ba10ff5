import { lazy, Suspense, useState } from 'react';
import './focus-return';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal whose Headless UI code loads when it first opens, not with the page. It stays mounted
 * from then on, so closing plays its transition.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
