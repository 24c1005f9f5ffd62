'use client';

import { PASSENGER_DOCUMENT_LABELS } from '@pilgrim/schema/rules';
import dynamic from 'next/dynamic';
import { graphql, useFragment } from 'react-relay';
import type { PassengerDocuments_order$key } from '@/__generated__/PassengerDocuments_order.graphql';
import type { PassengerDocuments_passenger$key } from '@/__generated__/PassengerDocuments_passenger.graphql';
import styles from '../profile.module.css';
import { useDeletePassengerDocument } from './usePassengerDocuments';

const PassengerDocumentForm = dynamic(() => import('./PassengerDocumentForm').then((module) => module.PassengerDocumentForm), { ssr: false });

const orderFragment = graphql`
  fragment PassengerDocuments_order on Order {
    id
    travellers {
      fullName
    }
    passengerDocuments {
      id
      ...PassengerDocuments_passenger
    }
  }
`;

const passengerFragment = graphql`
  fragment PassengerDocuments_passenger on OrderPassengerDocuments {
    passengerIndex
    documents {
      documentType
      file {
        url
      }
    }
  }
`;

/** Each traveller of a booked order with their uploaded documents (passport, visa, photo…): upload or delete. */
export function PassengerDocuments({ order: orderRef }: { order: PassengerDocuments_order$key }) {
  const order = useFragment(orderFragment, orderRef);
  return (
    <section aria-label="Travellers' documents" className={styles.passengerDocuments}>
      <h3>Travellers&apos; documents</h3>
      {order.passengerDocuments.map((passenger, index) => (
        <Passenger key={passenger.id} orderId={order.id} name={order.travellers[index]?.fullName ?? `Traveller ${index + 1}`} passenger={passenger} />
      ))}
    </section>
  );
}

function Passenger({ orderId, name, passenger: passengerRef }: { orderId: string; name: string; passenger: PassengerDocuments_passenger$key }) {
  const passenger = useFragment(passengerFragment, passengerRef);
  const remove = useDeletePassengerDocument();
  return (
    <div>
      <h4>{name}</h4>
      <ul className={styles.list}>
        {passenger.documents.map((document) => (
          <li key={document.documentType}>
            <a href={document.file.url} target="_blank" rel="noreferrer">
              {PASSENGER_DOCUMENT_LABELS[document.documentType as keyof typeof PASSENGER_DOCUMENT_LABELS] ?? document.documentType}
            </a>{' '}
            <button type="button" className="button" onClick={() => void remove({ orderId, passengerIndex: passenger.passengerIndex, documentType: document.documentType })}>
              Delete <span className="visually-hidden">{`${document.documentType} of ${name}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <PassengerDocumentForm orderId={orderId} passengerIndex={passenger.passengerIndex} name={name} />
    </div>
  );
}
