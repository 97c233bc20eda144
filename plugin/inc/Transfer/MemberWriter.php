<?php
/**
 * Writes a batch of member lines: the accounts, then (in a second pass) their relations.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Data\Retry;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;

/**
 * MemberWriter::accounts() makes or finds each member's account, one transaction a line, after reading the
 * whole line (MemberLine): a refused line writes nothing. An account is found by the map
 * (imported from this source before: its address, name, password hash and profile are set from the
 * file again, the old site's being the newer until the cut-over) and otherwise made,
 * with the password hash as stored; an address already used here by an account this import did
 * not make is refused. What is here already comes from ExistingAccounts, the rows are written by
 * AccountRows. relations() then hands the lines not refused to RelationRows. No WordPress user hook
 * runs (200,000 members): MemberImport refills the kept tables at the end.
 */
final class MemberWriter {

	/**
	 * The source.
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * The import.
	 *
	 * @var int
	 */
	private int $import;

	/**
	 * Writes the accounts' rows.
	 *
	 * @var AccountRows
	 */
	private AccountRows $rows;

	/**
	 * For an import of a source.
	 *
	 * @param int    $import Import id.
	 * @param string $source TransferMap::source().
	 */
	public function __construct( int $import, string $source ) {
		$this->import = $import;
		$this->source = $source;
		$this->rows   = new AccountRows( $source );
	}

	/**
	 * Reads a batch's lines with this site's ids.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return array<int, array<string, mixed>|string> Line number => member, or why it is refused.
	 */
	private function read( array $lines ): array {
		$maps = array();
		foreach ( array( 'term', 'post', 'comment' ) as $kind ) {
			$ids = array();
			foreach ( $lines as $line ) {
				$ids = array_merge( $ids, MemberLine::references( $line, $kind ) );
			}
			$maps[ $kind ] = TransferMap::get( $this->source, $kind, $ids );
		}
		return array_map( static fn( array $line ) => MemberLine::read( $line, $maps ), $lines );
	}

	/**
	 * Makes or finds the accounts of a batch.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return array{created: int, found: int, refused: int}
	 */
	public function accounts( array $lines ): array {
		$members  = $this->read( $lines );
		$counts   = array(
			'created' => 0,
			'found'   => 0,
			'refused' => 0,
		);
		$valid    = array_filter( $members, 'is_array' );
		$mapped   = TransferMap::get( $this->source, 'user', array_column( $valid, 'old' ) );
		$existing = ExistingAccounts::users_by( 'ID', array_values( array_filter( $mapped ) ) );
		$by_email = ExistingAccounts::users_by( 'user_email', array_column( $valid, 'email' ) );
		$wechat   = ExistingAccounts::wechat_owners( $valid );
		$avatars  = ExistingAccounts::avatars( array_column( $valid, 'avatar' ) );
		$refusals = array();
		$claimed  = array();
		$owners   = array();
		foreach ( $members as $number => $member ) {
			$reason = is_string( $member ) ? $member : '';
			$user   = 0;
			$email  = '';
			if ( is_array( $member ) ) {
				$email = strtolower( $member['email'] );
				$user  = isset( $existing[ $mapped[ $member['old'] ] ?? 0 ] ) ? $mapped[ $member['old'] ] : 0;
				$owner = (int) ( $by_email[ $email ]['ID'] ?? 0 );
				if ( isset( $claimed[ $email ] ) || ( $owner && $owner !== $user && TransferMap::source_user( $this->source, $owner ) ) ) {
					$reason = __( 'The e-mail address is in the file twice.', 'mvc-core' );
				} elseif ( $owner && $owner !== $user ) {
					$reason = Role::is_member( $owner )
						? __( 'The e-mail address already has a member account on this site.', 'mvc-core' )
						: __( 'The e-mail address belongs to a staff account of this site.', 'mvc-core' );
				} elseif ( ExistingAccounts::wechat_taken( $member, $wechat, $user ) ) {
					$reason = __( 'The WeChat account is linked to another member of this site.', 'mvc-core' );
				}
			}
			if ( '' !== $reason ) {
				$refusals[] = array(
					'line'   => $number,
					'email'  => is_string( $lines[ $number ]['email'] ?? null ) ? $lines[ $number ]['email'] : '',
					'reason' => $reason,
				);
				continue;
			}
			$claimed[ $email ] = true;
			$member['meta']   += isset( $avatars[ $member['avatar'] ] ) ? array( Profile::META_AVATAR => (string) $avatars[ $member['avatar'] ] ) : array();
			$written           = Retry::transaction( fn() => $user ? $this->rows->update( $user, $member ) : $this->rows->create( $member ) );
			if ( ! is_int( $written ) ) {
				$refusals[] = array(
					'line'   => $number,
					'email'  => $member['email'],
					'reason' => __( 'The account could not be written (the database was busy): import the file again.', 'mvc-core' ),
				);
				continue;
			}
			$this->rows->adopt_avatar( (int) ( $member['meta'][ Profile::META_AVATAR ] ?? 0 ), $written );
			$owners[ $email ] = $written;
			++$counts[ $user ? 'found' : 'created' ];
		}//end foreach
		AccountRows::own_comments( $owners );
		ImportRefusals::refuse( $this->import, $refusals );
		$counts['refused'] = count( $refusals );
		return $counts;
	}

	/**
	 * Adds the relations of a batch's accounts (after accounts() ran over the whole file, so that
	 * every member a message names has an account): the lines refused then are skipped.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return int Rows added.
	 */
	public function relations( array $lines ): int {
		if ( ! $lines ) {
			return 0;
		}
		$refused = ImportRefusals::refused_between( $this->import, (int) min( array_keys( $lines ) ), (int) max( array_keys( $lines ) ) );
		$lines   = array_diff_key( $lines, $refused );
		$members = array_filter( $this->read( $lines ), 'is_array' );
		$users   = array_filter( TransferMap::get( $this->source, 'user', array_column( $members, 'old' ) ) );
		return RelationRows::add( $members, $users );
	}
}
