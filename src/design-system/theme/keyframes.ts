import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  shimmer: { '0%': { backgroundPosition: '-200% 0' }, '100%': { backgroundPosition: '200% 0' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  flash: {
    '0%, 100%': { boxShadow: '0 0 0 0 transparent' },
    '50%': { boxShadow: '0 0 0 4px {colors.accent.subtle}' },
  },
});
