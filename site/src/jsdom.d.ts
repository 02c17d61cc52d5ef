/**
 * The little of jsdom that replay.test.ts and after-paint.test.ts use. @types/jsdom is not installed: it pulls the DOM library into the
 * site's (Node) types, where its fetch types clash with Node's.
 */
declare module 'jsdom' {
  interface TestWindow {
    document: {
      getElementById(id: string): TestElement | null;
      querySelector(selector: string): TestElement | null;
      head: { querySelectorAll(selector: string): Iterable<TestElement> };
    };
    Date: { now(): number };
    MouseEvent: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => TestEvent;
    Event: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => TestEvent;
  }
  interface TestEvent {
    defaultPrevented: boolean;
    preventDefault(): void;
  }
  interface TestElement {
    click(): void;
    remove(): void;
    dispatchEvent(event: TestEvent): boolean;
    addEventListener(type: string, listener: (event: TestEvent) => void): void;
    getAttribute(name: string): string | null;
    hasAttribute(name: string): boolean;
    readonly tagName: string;
    /** A link's `as`, which jsdom keeps as a property only. */
    as?: string;
    decode(): Promise<void>;
  }
  export class JSDOM {
    constructor(
      html: string,
      options?: { runScripts?: 'dangerously'; url?: string; pretendToBeVisual?: boolean; beforeParse?(window: TestWindow & Record<string, unknown>): void },
    );
    readonly window: TestWindow;
  }
}
