import { Container, Section } from '@agency/shared-ui';
import type { ComponentType, ReactNode } from 'react';
import { Grid, SectionHead } from './layout';

export interface TitledGridItem {
  title: string;
  body: string;
}

/** A section with a heading and a grid of short title + text cards (process steps, values). */
export function TitledGrid({
  id,
  heading,
  items,
  cols,
  Item,
  alt = false,
}: {
  id: string;
  heading: ReactNode;
  items: readonly TitledGridItem[];
  cols: 2 | 3 | 4;
  Item: ComponentType<{ children: ReactNode }>;
  alt?: boolean;
}) {
  return (
    <Section $skipOffscreen $alt={alt} aria-labelledby={id}>
      <Container>
        <SectionHead>
          <h2 id={id}>{heading}</h2>
        </SectionHead>
        <Grid $cols={cols}>
          {items.map((item) => (
            <Item key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </Item>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
