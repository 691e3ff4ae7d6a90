import { Anchor, Container, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { formatCalendarDay, type LegalDocument, type LegalSection, tableOfContents } from './legal-document';
import classes from './legal-page.module.css';

function Section({ section, number }: { readonly section: LegalSection; readonly number: string }) {
  return (
    <section aria-labelledby={section.id}>
      <Title order={2} id={section.id}>
        {number}. {section.title}
      </Title>
      {section.body}
      {section.subsections?.map((sub, index) => (
        <Fragment key={sub.id}>
          <Title order={3} id={sub.id}>
            {number}.{index + 1} {sub.title}
          </Title>
          {sub.body}
        </Fragment>
      ))}
    </section>
  );
}

/**
 * A legal page: its title, the date of its last change, a table of contents and numbered sections whose
 * headings carry the anchors other pages link to (docs/decisions/0026).
 */
export function LegalPage({ document }: { readonly document: LegalDocument }) {
  const toc = tableOfContents(document.sections);
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      {/* The whole document is the article, headed by its title (the Nu Html Checker asks an article for
          a heading of its own). */}
      <article aria-labelledby="documento">
        <Title order={1} id="documento">
          {document.title}
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Última actualización: <time dateTime={document.updated}>{formatCalendarDay(document.updated)}</time>
        </Text>
        <div className={classes.layout}>
          <nav aria-labelledby="indice" className={classes.toc}>
            <Text component="h2" fw={700} mb="xs" id="indice">
              Contenido
            </Text>
            <ol className={classes.tocList}>
              {toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? classes.tocSub : undefined}>
                  <Anchor href={`#${entry.id}`} inherit>
                    {entry.label}
                  </Anchor>
                </li>
              ))}
            </ol>
          </nav>
          <div className={classes.article}>
            {document.intro}
            {document.sections.map((section, index) => (
              <Section key={section.id} section={section} number={String(index + 1)} />
            ))}
          </div>
        </div>
      </article>
    </Container>
  );
}
