/**
 * The little of jsdom that replay.test.ts uses. @types/jsdom is not installed: it pulls the DOM library into the
 * site's (Node) types, where its fetch types clash with Node's.
 */
declare module 'jsdom' {
  interface TestWindow {
    document: { getElementById(id: string): TestElement | null };
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
  }
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously'; url?: string });
    readonly window: TestWindow;
  }
}
