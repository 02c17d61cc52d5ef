/**
 * Development builds of the shell only, ahead of its own code: lets the remotes' Fast Refresh reach the
 * shell's React. Each app's build carries its own react-refresh runtime (namespaced by uniqueName); a
 * remote's runtime starts after React DOM has registered, and finds renderers only in the DevTools hook's
 * `renderers` map, which react-refresh's stand-in hook leaves empty. This hook records them there.
 */
let nextId = 0;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => nextId++,
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
};
const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (!hook.isDisabled && hook.renderers instanceof Map) {
  const inject = hook.inject;
  hook.inject = function injectAndRecord(renderer) {
    const id = inject.call(this, renderer);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
}
