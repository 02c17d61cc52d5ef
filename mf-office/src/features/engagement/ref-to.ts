import type { Ref } from 'react';

/**
 * A ref for shared-ui's fields, spread into their props (`{...refTo(input)}`): React 19 hands `ref` to a function
 * component as a prop, and the fields pass their other props on to their control, but their prop types (the
 * control's HTML attributes) do not name it.
 */
export const refTo = <T extends HTMLElement>(ref: Ref<T>) => ({ ref }) as object;
