type HappyDomWindow = Window & {
  happyDOM: { settings: { device: { prefersColorScheme: string } } };
};

/** Switches happy-dom's system colour scheme and fires the change the way a real OS switch does. */
export function setSystemScheme(scheme: 'light' | 'dark'): void {
  (window as unknown as HappyDomWindow).happyDOM.settings.device.prefersColorScheme = scheme;
  window.dispatchEvent(new Event('resize'));
}
