import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  shimmer: { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(100%)' } },
  // The busy region's line: from just out of its track on one side to just out on the other (it is 2/5 of it).
  progressSlide: { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(250%)' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  scaleIn: { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  scaleOut: { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
  slideInTop: { from: { opacity: '0', transform: 'translateY(-0.5rem)' }, to: { opacity: '1', transform: 'translateY(0)' } },
  pulse: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0.55' } },
  flash: {
    '0%, 100%': { boxShadow: '0 0 0 0 transparent' },
    '50%': { boxShadow: '0 0 0 4px {colors.accent.subtle}' },
  },
});
