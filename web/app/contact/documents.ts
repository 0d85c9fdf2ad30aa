/**
 * GraphQL documents of the contact page, the CMS form element and editorial polls
 * (schema/contact.graphql), typed by `pnpm codegen`.
 */
import { graphql } from "~/generated";

/** The contact page: who is logged in (to prefill name and e-mail) and the salutations. */
export const ContactPageQuery = graphql(`
  query ContactPage {
    customer {
      id
      guest
      email
      firstName
      lastName
      salutation {
        id
      }
    }
    salutations {
      id
      key
      displayName
    }
  }
`);

export const SendContactFormMutation = graphql(`
  mutation SendContactForm($input: ContactFormInput!) {
    sendContactForm(input: $input) {
      ok
      message
      errorCode
      fieldErrors {
        field
        message
        rule
      }
    }
  }
`);

export const VotePollMutation = graphql(`
  mutation VotePoll($pollId: ID!, $optionId: ID!) {
    votePoll(pollId: $pollId, optionId: $optionId) {
      ok
      message
      pollId
      totalVotes
      votedOptionId
      options {
        id
        votes
        percentage
      }
    }
  }
`);
