/** @jest-environment node */
import { shellBuildOf } from './shellBuild';

const built = (hash: string, css: string) =>
  `<html><head><meta property=og:url content=%PUBLIC_URL%%PAGE_PATH%><link rel=icon href=/favicon.svg>` +
  `<script async src=/boot.js></script><link rel=preload as=script href=/225.${hash}.js>` +
  `<script defer src=/main.js?${hash}></script><link href="/main.${css}.css?${hash}" rel=stylesheet></head></html>`;

describe('the shell build an index.html is', () => {
  it('is the same build whoever fills its placeholders', () => {
    const served = built('aa11', 'c1').replace('%PUBLIC_URL%%PAGE_PATH%', 'https://shop.example/');
    expect(shellBuildOf(served)).toBe(shellBuildOf(built('aa11', 'c1')));
    expect(shellBuildOf(served)).toBe('/225.aa11.js /boot.js /main.c1.css?aa11 /main.js?aa11');
  });

  it('is another build when any script or stylesheet is', () => {
    expect(shellBuildOf(built('bb22', 'c1'))).not.toBe(shellBuildOf(built('aa11', 'c1')));
    expect(shellBuildOf(built('aa11', 'c2'))).not.toBe(shellBuildOf(built('aa11', 'c1')));
  });
});
