<?php
/**
 * A post type whose fields operators edit in one box of the classic edit screen.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Content\CardData;
use WP_Post;

/**
 * Registers the box's fields (as post meta with a schema), draws the box on the edit screen and saves
 * it: only from the box's own form (its nonce), never for an autosave or a revision, and only for
 * someone who may edit the post. A subclass says which fields its box has (fields()); each field is
 * an http(s) link or a line of plain text.
 */
abstract class BoxedPostType extends PostType {

	/**
	 * Kinds of field: an http(s) address (anything else is stored empty), or a line of text.
	 */
	public const FIELD_URL  = 'url';
	public const FIELD_TEXT = 'text';

	/**
	 * The box's title.
	 */
	abstract protected function box_title(): string;

	/**
	 * The box's fields, in order: meta key => what the box shows of it.
	 *
	 * @return array<string, array{kind: string, label: string, help: string, description: string, maxlength?: int}>
	 */
	abstract protected function fields(): array;

	/**
	 * A note under the fields (how the front end uses the post), or ''.
	 */
	protected function box_note(): string {
		return '';
	}

	/**
	 * The box's hooks.
	 */
	protected function hooks(): void {
		add_action( 'add_meta_boxes_' . static::type(), array( $this, 'add_box' ) );
		add_action( 'save_post_' . static::type(), array( $this, 'save' ), 10, 2 );
	}

	/**
	 * Registers the box's fields as post meta.
	 */
	protected function register_with_type(): void {
		foreach ( $this->fields() as $key => $field ) {
			$url = self::FIELD_URL === $field['kind'];
			register_post_meta(
				static::type(),
				$key,
				array(
					'type'              => 'string',
					'description'       => $field['description'],
					'single'            => true,
					'default'           => '',
					'sanitize_callback' => $url ? array( CardData::class, 'http_link' ) : 'sanitize_text_field',
					'auth_callback'     => array( PostType::class, 'can_edit' ),
					'show_in_rest'      => $url
						? array(
							'schema' => array(
								'type'   => 'string',
								'format' => 'uri',
							),
						)
						: true,
				)
			);
		}//end foreach
	}

	/**
	 * The box on the edit screen.
	 */
	public function add_box(): void {
		add_meta_box( 'mvc-' . static::type(), $this->box_title(), array( $this, 'render_box' ), static::type(), 'normal', 'high' );
	}

	/**
	 * Draws the box: each field with its label and help.
	 *
	 * @param WP_Post $post The post.
	 */
	public function render_box( WP_Post $post ): void {
		wp_nonce_field( $this->nonce_action(), $this->nonce_field() );
		foreach ( $this->fields() as $key => $field ) {
			$id  = 'mvc-' . static::type() . '-' . $key;
			$url = self::FIELD_URL === $field['kind'];
			?>
			<p>
				<label for="<?php echo esc_attr( $id ); ?>"><strong><?php echo esc_html( $field['label'] ); ?></strong></label><br>
				<input
					type="<?php echo esc_attr( $url ? 'url' : 'text' ); ?>"
					id="<?php echo esc_attr( $id ); ?>"
					name="<?php echo esc_attr( $key ); ?>"
					value="<?php echo esc_attr( (string) get_post_meta( $post->ID, $key, true ) ); ?>"
					class="large-text"
					<?php if ( $url ) : ?>
						placeholder="https://" pattern="https?://.+"
					<?php endif; ?>
					<?php if ( isset( $field['maxlength'] ) ) : ?>
						maxlength="<?php echo esc_attr( (string) $field['maxlength'] ); ?>"
					<?php endif; ?>
					aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>"
				>
				<span id="<?php echo esc_attr( $id . '-help' ); ?>" class="description"><?php echo esc_html( $field['help'] ); ?></span>
			</p>
			<?php
		}//end foreach
		if ( '' !== $this->box_note() ) {
			echo '<p class="description">' . esc_html( $this->box_note() ) . '</p>';
		}
	}

	/**
	 * Saves the box's fields, each as its kind allows.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $post    The post.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		if ( ! $this->may_save( $post_id, $post ) ) {
			return;
		}
		foreach ( $this->fields() as $key => $field ) {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Missing -- checked by may_save(); sanitised below by the field's kind.
			$raw   = isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : '';
			$value = self::FIELD_URL === $field['kind'] ? CardData::http_link( $raw ) : sanitize_text_field( $raw );
			update_post_meta( $post_id, $key, $value );
		}
	}

	/**
	 * Whether the request may save the box: its nonce, no autosave or revision, this post type, and
	 * the right to edit the post.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	private function may_save( int $post_id, WP_Post $post ): bool {
		$field = $this->nonce_field();
		if ( ! isset( $_POST[ $field ] ) || ! is_string( $_POST[ $field ] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ $field ] ) ), $this->nonce_action() ) ) {
			return false;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || static::type() !== $post->post_type ) {
			return false;
		}
		return current_user_can( 'edit_post', $post_id );
	}

	/**
	 * The box's nonce action.
	 */
	private function nonce_action(): string {
		return 'mvc_' . static::type() . '_save';
	}

	/**
	 * The box's nonce field.
	 */
	private function nonce_field(): string {
		return 'mvc_' . static::type() . '_nonce';
	}
}
