import type { ComponentType, ReactNode } from 'react';
import { FlexCard, IconBox } from './layout';

/** A card with an icon, a title and a short text; `children` (a link, price or button) sit at the bottom. */
export function IconCard({
  Icon,
  title,
  body,
  Card = FlexCard,
  children,
}: {
  Icon: ComponentType;
  title: ReactNode;
  body: ReactNode;
  Card?: ComponentType<{ children: ReactNode }>;
  children?: ReactNode;
}) {
  return (
    <Card>
      <IconBox>
        <Icon />
      </IconBox>
      <h3>{title}</h3>
      <p>{body}</p>
      {children}
    </Card>
  );
}
