import { describe, expect, it } from 'vitest';
import { withDirective, withFrameSrc } from './csp.ts';

const policy = "default-src 'self'; frame-ancestors 'none'; frame-src https://www.youtube.com https://player.vimeo.com; object-src 'none'";

describe('withFrameSrc', () => {
  it("replaces the page's frame-src with exactly the installed apps' origins", () => {
    const result = withFrameSrc(policy, ['http://127.0.0.1:4324', 'http://127.0.0.1:4324']);
    expect(result).toContain('frame-src http://127.0.0.1:4324');
    expect(result).not.toContain('youtube');
    expect(result.match(/frame-src/g)).toHaveLength(1);
    expect(result).toContain("frame-ancestors 'none'");
    expect(result).toContain("object-src 'none'");
  });

  it('frames nothing when no app is installed, and drops what is not an origin', () => {
    expect(withFrameSrc(policy, [])).toContain("frame-src 'none'");
    expect(withFrameSrc(policy, ["https://a.example; script-src 'unsafe-inline'", '*'])).toContain("frame-src 'none'");
  });
});

describe('withDirective', () => {
  it('replaces one directive and keeps the others (the storefront preview framed by the dashboard itself)', () => {
    const result = withDirective(policy, 'frame-ancestors', "'self'");
    expect(result).toContain("frame-ancestors 'self'");
    expect(result).not.toContain("frame-ancestors 'none'");
    expect(result).toContain('frame-src https://www.youtube.com');
    expect(withDirective(policy, 'frame-src', "'self'").match(/frame-src/g)).toHaveLength(1);
  });
});
