import { graphql } from 'react-relay';

/** The Zoom popup's one query, run when it opens: the next sessions, soonest first. */
export const upcomingZoomSessionsQuery = graphql`
  query upcomingZoomSessionsQuery($first: Int!) {
    zoomSessions(first: $first) {
      id
      title
      startsAt
      seatsLeft
      ...ZoomSessionSummary_session
    }
  }
`;

/** How many upcoming sessions the popup offers. */
export const UPCOMING_ZOOM_SESSIONS = 3;
