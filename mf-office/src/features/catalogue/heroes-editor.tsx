import { catalogue } from '@agency/contracts';
import { catalogueImageUrl } from '@agency/contracts/catalogue';
import { Button } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { Actions, ItemCard, Muted } from '../../components/ui';
import { copy } from '../../copy';
import { type CatalogueContent, saveDraft } from './api';
import { EditorIntro, UnsavedGuard } from './editor-page';
import { FormImageField } from './image-field';

const text = copy.catalogue.heroes;
type HeroPage = catalogue.HeroPage;
type Hero = catalogue.HeroArt;

const HeroForm = z.object({ image: catalogue.CatalogueImage.nullable() });

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.9rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  li > article { height: 100%; margin: 0; display: flex; flex-direction: column; gap: 0.5rem; }
  img { display: block; width: 100%; height: auto; max-height: 9rem; object-fit: contain; }
`;

function HeroDialog({ page, hero, onSaved, onClose }: { page: HeroPage; hero: Hero | undefined; onSaved: () => void; onClose: () => void }) {
  const form = useZodForm(HeroForm, { defaultValues: { image: hero?.image ?? null } });
  const submit = submitWith(form, async ({ image: chosen }) => {
    await saveDraft((draft) => {
      const heroes = draft.heroes.filter((h) => h.page !== page);
      return { ...draft, heroes: chosen ? [...heroes, { page, image: chosen }] : heroes };
    });
    onSaved();
    onClose();
  });
  return (
    <FormDialog title={text.editTitle(text.pages[page])} form={form} submitLabel={copy.catalogue.draft.save} onSubmit={submit} onCancel={onClose}>
      <UnsavedGuard form={form as never} />
      <p>{text.dialogIntro}</p>
      <FormImageField form={form as never} />
    </FormDialog>
  );
}

/**
 * Each public page's hero art: the illustration the site ships with the page until staff upload art for it, which
 * then shows in its place (the page's largest picture, so AVIF/WebP/JPEG in every width, with its description).
 */
export function HeroesEditor({ draft }: { draft: CatalogueContent }) {
  const [editing, setEditing] = useState<HeroPage | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditorIntro intro={text.intro} saved={saved} />
      <Grid aria-label={copy.catalogue.sections.heroes}>
        {catalogue.HERO_PAGES.map((page) => {
          const hero = draft.heroes.find((h) => h.page === page);
          const titleId = `hero-${page}`;
          return (
            <li key={page}>
              <ItemCard aria-labelledby={titleId}>
                <h3 id={titleId}>{text.pages[page]}</h3>
                {hero ? (
                  <img src={catalogueImageUrl(hero.image.id, hero.image.widths[0] ?? hero.image.width, 'jpeg')} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} />
                ) : (
                  <Muted>{text.builtIn}</Muted>
                )}
                <Actions>
                  <Button $variant="secondary" onClick={() => setEditing(page)} aria-describedby={titleId}>
                    {hero ? text.change : text.upload}
                  </Button>
                </Actions>
              </ItemCard>
            </li>
          );
        })}
      </Grid>
      {editing ? <HeroDialog page={editing} hero={draft.heroes.find((h) => h.page === editing)} onSaved={() => setSaved(true)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
