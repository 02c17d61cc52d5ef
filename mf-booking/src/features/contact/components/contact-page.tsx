import { contactFromForm, contactSentPath, FORM_FIELD } from '@agency/contracts/form-posts';
import { paths } from '@agency/contracts/pages';
import { AGENCY_CONTACT, errorMessage } from '@agency/shared-auth';
import { Link, MarketingConsentField, TextAreaField, TextField, useNavigate, useSearchParams } from '@agency/shared-ui';
import { FormPage, fieldsOf, PostedForm, SentPanel } from '@/components/form-page';
import { copy } from '@/copy';
import { useSendContactMessage } from '../api/send-contact-message';

const f = copy.contact.fields;
const page = copy.pages.contact;

/**
 * /contact: the contact form as a page (issue 28), server-rendered, which sends without JavaScript (the site posts
 * the fields to the API and comes back here with `?sent=1`); with JavaScript the page sends the form itself.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  return (
    <FormPage meta={page} heading={page.heading}>
      {params.has('sent') ? (
        <SentPanel title={copy.contact.successTitle} body={copy.contact.successBody}>
          <p>
            <Link to={paths.contact}>{page.another}</Link>
          </p>
        </SentPanel>
      ) : (
        <ContactForm params={params} />
      )}
    </FormPage>
  );
}

function ContactForm({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const contact = useSendContactMessage();
  const sent = (name: string) => params.get(name) ?? '';
  const refused = contact.isError ? errorMessage(contact.error, copy.contact.failureBody) : contact.isIdle && params.has(FORM_FIELD.error) ? params.get(FORM_FIELD.error) || copy.contact.failureBody : null;
  const send = (form: HTMLFormElement) => contact.mutate(contactFromForm(fieldsOf(form)), { onSuccess: () => navigate(contactSentPath) });
  return (
    <>
      <p>{copy.contact.intro}</p>
      <p>
        {copy.contact.reachUs} <a href={AGENCY_CONTACT.phoneHref}>{AGENCY_CONTACT.phone}</a>, <a href={`mailto:${AGENCY_CONTACT.email}`}>{AGENCY_CONTACT.email}</a>
      </p>
      <PostedForm
        action={paths.contact}
        onSend={send}
        sending={contact.isPending}
        sendingText={copy.contact.sending}
        submitText={copy.actions.submit}
        error={refused}
      >
        <TextField label={f.name} name="name" autoComplete="name" required defaultValue={sent('name')} />
        <TextField label={f.email} name="email" type="email" autoComplete="email" required defaultValue={sent('email')} />
        <TextField label={f.subject} name="subject" required defaultValue={sent('subject')} />
        <TextAreaField label={f.message} name="message" required defaultValue={sent('message')} />
        <MarketingConsentField privacyHref={paths.privacy} name={FORM_FIELD.consent} defaultChecked={sent(FORM_FIELD.consent) === 'on'} />
      </PostedForm>
    </>
  );
}
