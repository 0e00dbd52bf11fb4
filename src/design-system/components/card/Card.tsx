import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, forwardRef, useContext } from 'react';
import { cx } from 'styled-system/css';
import { card, type CardVariantProps } from 'styled-system/recipes';

type CardStyles = ReturnType<typeof card>;
const CardStylesContext = createContext<CardStyles>(card());

export interface CardProps extends HTMLArkProps<'div'>, CardVariantProps {}

/** A surface that groups content. `variant`: elevated (default), outline, interactive; `padding`: sm, md, lg. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ variant, padding, className, ...props }, ref) {
  const styles = card({ variant, padding });
  return (
    <CardStylesContext value={styles}>
      <ark.div ref={ref} className={cx(styles.root, className)} {...props} />
    </CardStylesContext>
  );
});

export function CardHeader({ className, ...props }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(useContext(CardStylesContext).header, className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLArkProps<'h2'>) {
  return <ark.h2 className={cx(useContext(CardStylesContext).title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLArkProps<'p'>) {
  return <ark.p className={cx(useContext(CardStylesContext).description, className)} {...props} />;
}

export function CardBody({ className, ...props }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(useContext(CardStylesContext).body, className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(useContext(CardStylesContext).footer, className)} {...props} />;
}
