import { graphql } from 'react-relay';

/** The Zoom popup's one query, run when it opens: the next three sessions, soonest first. */
export const upcomingZoomSessionsQuery = graphql`
  query upcomingZoomSessionsQuery {
    zoomSessions(first: 3) {
      id
      title
      startsAt
      seatsLeft
      ...ZoomSessionSummary_session
    }
  }
`;
