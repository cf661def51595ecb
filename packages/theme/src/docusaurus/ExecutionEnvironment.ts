/** What the code runs in: decided once, when the module loads, as in Docusaurus. */
export interface ExecutionEnvironmentValue {
  canUseDOM: boolean;
  canUseEventListeners: boolean;
  canUseIntersectionObserver: boolean;
  canUseViewport: boolean;
}

const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

const ExecutionEnvironment: ExecutionEnvironmentValue = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && !!window.screen,
};

export default ExecutionEnvironment;
