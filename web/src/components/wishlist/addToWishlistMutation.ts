import { graphql } from 'react-relay';

/** Spec §7 `POST /package/add-wishlist`: the heart's package and the header's count and newest items come back. */
export const addToWishlistMutation = graphql`
  mutation addToWishlistMutation($input: AddToWishlistInput!) {
    addToWishlist(input: $input) {
      package {
        id
        isInWishlist
      }
      viewer {
        id
        ...HeaderWishlistMenu_viewer
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
