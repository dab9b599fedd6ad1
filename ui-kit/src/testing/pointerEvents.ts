/**
 * jsdom has no PointerEvent: without one, testing-library's pointer events carry no pointerType (or pointer
 * id and position). Installs a MouseEvent-based stand-in that keeps them, once per test file.
 */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  readonly pointerId: number;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}

export function installPointerEvent(): void {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
}
