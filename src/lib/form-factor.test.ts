import { describe, expect, it } from 'vitest';
import { chooseFormFactor, tvStageScale } from './form-factor';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('choosing the layout', () => {
  it('lets ?layout= override everything', () => {
    expect(chooseFormFactor({ search: '?layout=tv', userAgent: desktopUa, viewportWidth: 390 })).toBe('tv');
    expect(chooseFormFactor({ search: '?x=1&layout=mobile', userAgent: 'Tizen', viewportWidth: 1920 })).toBe('mobile');
    expect(chooseFormFactor({ search: '?layout=watch', userAgent: desktopUa, viewportWidth: 1366 })).toBe('desktop');
  });

  it.each([
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36',
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager',
    'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 10; BRAVIA 4K GB ATV3 Build/QTG3) AppleWebKit/537.36 Chrome/90 Safari/537.36',
  ])('recognises the TV user agent %s', (userAgent) => {
    expect(chooseFormFactor({ search: '', userAgent, viewportWidth: 960 })).toBe('tv');
  });

  it('uses the viewport width otherwise', () => {
    expect(chooseFormFactor({ search: '', userAgent: desktopUa, viewportWidth: 390 })).toBe('mobile');
    expect(chooseFormFactor({ search: '', userAgent: desktopUa, viewportWidth: 767 })).toBe('mobile');
    expect(chooseFormFactor({ search: '', userAgent: desktopUa, viewportWidth: 768 })).toBe('desktop');
    expect(chooseFormFactor({ search: '', userAgent: desktopUa, viewportWidth: 1366 })).toBe('desktop');
  });

  it('scales the 1920x1080 stage to fit', () => {
    expect(tvStageScale(1920, 1080)).toBe(1);
    expect(tvStageScale(1280, 720)).toBeCloseTo(2 / 3);
    expect(tvStageScale(3840, 2160)).toBe(2);
    expect(tvStageScale(1920, 1200)).toBe(1);
  });
});
