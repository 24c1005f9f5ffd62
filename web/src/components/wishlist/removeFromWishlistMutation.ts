import { graphql } from 'react-relay';

/** Spec §7 `DELETE /package/delete-wishlist/{id}`: the heart's package and the header's count and newest items come back. */
export const removeFromWishlistMutation = graphql`
  mutation removeFromWishlistMutation($input: RemoveFromWishlistInput!) {
    removeFromWishlist(input: $input) {
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
