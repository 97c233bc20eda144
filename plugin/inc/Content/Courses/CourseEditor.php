<?php
/**
 * The course's box of fields on its edit screen.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Courses;

use Mvc\Core\Module;
use WP_Post;

/**
 * Draws the box of a course's fields (cost, minutes, target audiences, course address, discount
 * code, and the learners, read-only) and saves it: only from the box's own form (its nonce), never
 * for an autosave or a revision, and only for someone who may edit the course. The box is saved
 * whole or not at all: a bad value (a cost that is not a whole number of at least 0, minutes that
 * are not a whole number of at least 1, an address that is not http or https, a code too long)
 * changes nothing, and the next screen says why in a notice. The facets are ticked in their own
 * boxes; the duration bucket follows the minutes (Course::duration_changed()).
 */
final class CourseEditor implements Module {

	public const NONCE_ACTION = 'mvc_course_save';
	public const NONCE_FIELD  = 'mvc_course_nonce';

	/**
	 * The refusals of the last save, kept for the next screen (per user, for a minute).
	 */
	public const NOTICE_TRANSIENT = 'mvc_course_refused_';

	public const MAX_CODE      = 50;
	public const MAX_AUDIENCES = 20;

	/**
	 * Only in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes_' . Course::TYPE, array( $this, 'add_box' ) );
		add_action( 'save_post_' . Course::TYPE, array( $this, 'save' ), 10, 2 );
		add_action( 'admin_notices', array( $this, 'refusal_notice' ) );
	}

	/**
	 * The box on the edit screen.
	 */
	public function add_box(): void {
		add_meta_box( 'mvc-course', __( 'Course details', 'mvc-core' ), array( $this, 'render_box' ), Course::TYPE, 'normal', 'high' );
	}

	/**
	 * Draws the box.
	 *
	 * @param WP_Post $post The course.
	 */
	public function render_box( WP_Post $post ): void {
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		$value = static fn( string $key ): string => (string) get_post_meta( $post->ID, $key, true );
		$cost  = metadata_exists( 'post', $post->ID, Course::META_COST ) ? $value( Course::META_COST ) : '0';
		$mins  = (int) $value( Course::META_DURATION ) > 0 ? $value( Course::META_DURATION ) : '';
		?>
		<p>
			<label for="mvc-course-cost"><strong><?php esc_html_e( 'Cost (yuan)', 'mvc-core' ); ?></strong></label><br>
			<input type="number" id="mvc-course-cost" name="<?php echo esc_attr( Course::META_COST ); ?>" value="<?php echo esc_attr( $cost ); ?>" min="0" step="1" required aria-describedby="mvc-course-cost-help">
			<span id="mvc-course-cost-help" class="description"><?php esc_html_e( 'A whole number of yuan; 0 means free.', 'mvc-core' ); ?></span>
		</p>
		<p>
			<label for="mvc-course-duration"><strong><?php esc_html_e( 'Duration (minutes)', 'mvc-core' ); ?></strong></label><br>
			<input type="number" id="mvc-course-duration" name="<?php echo esc_attr( Course::META_DURATION ); ?>" value="<?php echo esc_attr( $mins ); ?>" min="1" step="1" required aria-describedby="mvc-course-duration-help">
			<span id="mvc-course-duration-help" class="description"><?php esc_html_e( 'A whole number of minutes. The duration filter (under 30, 30-60, over 60 minutes) follows from it.', 'mvc-core' ); ?></span>
		</p>
		<p>
			<label for="mvc-course-audiences"><strong><?php esc_html_e( 'Target audiences', 'mvc-core' ); ?></strong></label><br>
			<textarea id="mvc-course-audiences" name="<?php echo esc_attr( Course::META_AUDIENCES ); ?>" rows="4" class="large-text" aria-describedby="mvc-course-audiences-help"><?php echo esc_textarea( $value( Course::META_AUDIENCES ) ); ?></textarea>
			<span id="mvc-course-audiences-help" class="description"><?php esc_html_e( 'One audience per line.', 'mvc-core' ); ?></span>
		</p>
		<p>
			<label for="mvc-course-url"><strong><?php esc_html_e( 'Course address', 'mvc-core' ); ?></strong></label><br>
			<input type="url" id="mvc-course-url" name="<?php echo esc_attr( Course::META_URL ); ?>" value="<?php echo esc_attr( $value( Course::META_URL ) ); ?>" class="large-text" placeholder="https://" pattern="https?://.+" aria-describedby="mvc-course-url-help">
			<span id="mvc-course-url-help" class="description"><?php esc_html_e( 'The start-learning button opens this address in a new tab. Only http and https addresses are accepted.', 'mvc-core' ); ?></span>
		</p>
		<p>
			<label for="mvc-course-code"><strong><?php esc_html_e( 'Discount code', 'mvc-core' ); ?></strong></label><br>
			<input type="text" id="mvc-course-code" name="<?php echo esc_attr( Course::META_CODE ); ?>" value="<?php echo esc_attr( $value( Course::META_CODE ) ); ?>" maxlength="<?php echo esc_attr( (string) self::MAX_CODE ); ?>" aria-describedby="mvc-course-code-help">
			<span id="mvc-course-code-help" class="description"><?php esc_html_e( 'Optional. The popup shows it with a copy button.', 'mvc-core' ); ?></span>
		</p>
		<p>
			<strong><?php esc_html_e( 'Learners', 'mvc-core' ); ?></strong><br>
			<output><?php echo esc_html( number_format_i18n( (int) $value( Course::META_LEARNERS ) ) ); ?></output>
			<span class="description"><?php esc_html_e( 'Kept by the site: each reader counts once a day per course when they press start learning.', 'mvc-core' ); ?></span>
		</p>
		<p class="description"><?php esc_html_e( 'The card shows the Excerpt as the digest and the featured image as the cover. Tick the skills, language and certificate in their boxes.', 'mvc-core' ); ?></p>
		<?php
	}

	/**
	 * Saves the box whole, or keeps the refusals for the next screen and changes nothing.
	 *
	 * @param int     $post_id The course.
	 * @param WP_Post $post    The course.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		if ( ! $this->may_save( $post_id, $post ) ) {
			return;
		}
		$raw = array();
		foreach ( array( Course::META_COST, Course::META_DURATION, Course::META_AUDIENCES, Course::META_URL, Course::META_CODE ) as $key ) {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Missing -- checked by may_save(); validated by values().
			$raw[ $key ] = isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : '';
		}
		$values = self::values( $raw );
		if ( array() !== $values['errors'] ) {
			set_transient( self::NOTICE_TRANSIENT . get_current_user_id(), $values['errors'], MINUTE_IN_SECONDS );
			return;
		}
		foreach ( $values['fields'] as $key => $value ) {
			update_post_meta( $post_id, $key, $value );
		}
	}

	/**
	 * Checks the box's raw values: the values to store, or the refusals (in the site's language).
	 *
	 * @param array<string, string> $raw Meta key => the text sent.
	 * @return array{fields: array<string, int|string>, errors: list<string>}
	 */
	public static function values( array $raw ): array {
		$errors = array();
		$cost   = trim( $raw[ Course::META_COST ] ?? '' );
		$mins   = trim( $raw[ Course::META_DURATION ] ?? '' );
		$url    = trim( $raw[ Course::META_URL ] ?? '' );
		$code   = sanitize_text_field( $raw[ Course::META_CODE ] ?? '' );
		$lines  = Course::audiences_text( $raw[ Course::META_AUDIENCES ] ?? '' );
		if ( 1 !== preg_match( '/^[0-9]{1,7}$/', $cost ) ) {
			/* translators: %s: the value entered. */
			$errors[] = sprintf( __( 'The cost "%s" was not saved: enter a whole number of yuan of at least 0 (0 means free).', 'mvc-core' ), $cost );
		}
		if ( 1 !== preg_match( '/^[0-9]{1,5}$/', $mins ) || (int) $mins < 1 ) {
			/* translators: %s: the value entered. */
			$errors[] = sprintf( __( 'The duration "%s" was not saved: enter a whole number of minutes of at least 1.', 'mvc-core' ), $mins );
		}
		if ( '' !== $url && ( 1 !== preg_match( '#^https?://#i', $url ) || '' === \Mvc\Core\Content\CardData::http_link( $url ) ) ) {
			/* translators: %s: the value entered. */
			$errors[] = sprintf( __( 'The course address "%s" was not saved: only http and https addresses are accepted.', 'mvc-core' ), $url );
		}
		if ( mb_strlen( $code ) > self::MAX_CODE ) {
			/* translators: %d: the most characters. */
			$errors[] = sprintf( __( 'The discount code was not saved: it may have at most %d characters.', 'mvc-core' ), self::MAX_CODE );
		}
		if ( '' !== $lines && count( explode( "\n", $lines ) ) > self::MAX_AUDIENCES ) {
			/* translators: %d: the most lines. */
			$errors[] = sprintf( __( 'The target audiences were not saved: enter at most %d lines.', 'mvc-core' ), self::MAX_AUDIENCES );
		}
		return array(
			'fields' => array(
				Course::META_COST      => (int) $cost,
				Course::META_DURATION  => (int) $mins,
				Course::META_AUDIENCES => $lines,
				Course::META_URL       => \Mvc\Core\Content\CardData::http_link( $url ),
				Course::META_CODE      => $code,
			),
			'errors' => $errors,
		);
	}

	/**
	 * The refusals of the last save, once, on the next screen.
	 */
	public function refusal_notice(): void {
		$key    = self::NOTICE_TRANSIENT . get_current_user_id();
		$errors = get_transient( $key );
		if ( ! is_array( $errors ) || array() === $errors ) {
			return;
		}
		delete_transient( $key );
		echo '<div class="notice notice-error"><p><strong>' . esc_html__( 'The course details were not saved; nothing in them changed.', 'mvc-core' ) . '</strong></p><ul>';
		foreach ( $errors as $error ) {
			echo '<li>' . esc_html( (string) $error ) . '</li>';
		}
		echo '</ul></div>';
	}

	/**
	 * Whether the request may save the box: its nonce, no autosave or revision, a course, and the
	 * right to edit it.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	private function may_save( int $post_id, WP_Post $post ): bool {
		if ( ! isset( $_POST[ self::NONCE_FIELD ] ) || ! is_string( $_POST[ self::NONCE_FIELD ] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ), self::NONCE_ACTION ) ) {
			return false;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || Course::TYPE !== $post->post_type ) {
			return false;
		}
		return current_user_can( 'edit_post', $post_id );
	}
}
