import { describe, expect, it } from 'vitest';
import { avatarSrc, displayNameOf } from './navigation';

describe('user display', () => {
  it('shows the full name, else the email', () => {
    expect(displayNameOf({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' })).toBe('Ayşe Yılmaz');
    expect(displayNameOf({ fullName: '', email: 'ayse@example.com' })).toBe('ayse@example.com');
    expect(displayNameOf({ email: 'ayse@example.com' })).toBe('ayse@example.com');
  });

  it('adds a cache-busting timestamp from updatedAt to the picture', () => {
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png', updatedAt: '2026-01-15T12:00:00.000Z' })).toBe(
      'https://cdn.example/u/1.png?t=1768478400000',
    );
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png?size=96', updatedAt: 1700000000000 })).toBe(
      'https://cdn.example/u/1.png?size=96&t=1700000000000',
    );
    expect(avatarSrc({ email: 'a@b.c', image: 'https://cdn.example/u/1.png' })).toBe('https://cdn.example/u/1.png');
    expect(avatarSrc({ email: 'a@b.c', image: null })).toBeUndefined();
  });
});
