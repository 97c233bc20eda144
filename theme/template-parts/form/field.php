<?php
/**
 * One field of a form the server draws (contact, the minisite's forms, the news submission): the
 * label, the control, the slot of its message and, where asked, its counter or hint. The only PHP
 * that prints the `mvc-field` block; the islands' TextField and Select are the only TSX that do
 * (tests/js/house/one-markup.test.ts). An island over such a form finds the parts by id: the
 * control's id, `{id}-error`, `{id}-counter`; for it the message's slot is drawn empty and hidden
 * (`slot`), else only when there is a message. Unless given, the type, autocomplete and inputmode
 * follow the name: a field named email is type=email with the e-mail keyboard; name and email are
 * autocompleted. `type` may be text, email, textarea or file.
 *
 * @package Mvc
 *
 * @var array{
 *     id: string,
 *     name: string,
 *     label: string,
 *     type?: string,
 *     max?: int,
 *     value?: string,
 *     required?: bool,
 *     error?: string,
 *     rows?: int,
 *     autocomplete?: string|null,
 *     inputmode?: string|null,
 *     counter?: bool,
 *     accept?: string,
 *     hint?: string,
 *     note?: string,
 *     slot?: bool,
 *     class?: string,
 * } $args
 */

$mvc_args = wp_parse_args(
	$args,
	array(
		'type'         => '',
		'max'          => 0,
		'value'        => '',
		'required'     => true,
		'error'        => '',
		'rows'         => 5,
		'autocomplete' => null,
		'inputmode'    => null,
		'counter'      => false,
		'accept'       => '',
		'hint'         => '',
		'note'         => '',
		'slot'         => false,
		'class'        => '',
	)
);
$mvc_id   = (string) $mvc_args['id'];
// What a field's name says unless the caller says otherwise: an e-mail field is type=email with the
// e-mail keyboard, and the name and e-mail are filled in by the browser.
$mvc_name                   = (string) $mvc_args['name'];
$mvc_type                   = '' !== $mvc_args['type'] ? (string) $mvc_args['type'] : ( 'email' === $mvc_name ? 'email' : 'text' );
$mvc_args['autocomplete'] ??= array(
	'name'  => 'name',
	'email' => 'email',
)[ $mvc_name ] ?? '';
$mvc_args['inputmode']    ??= 'email' === $mvc_name ? 'email' : '';
$mvc_error                  = (string) $mvc_args['error'];
$mvc_max                    = (int) $mvc_args['max'];
$mvc_value                  = (string) $mvc_args['value'];
$mvc_describe               = array_filter(
	array(
		$mvc_args['counter'] ? $mvc_id . '-counter' : '',
		'' !== $mvc_args['hint'] ? $mvc_id . '-hint' : '',
		'' !== $mvc_error ? $mvc_id . '-error' : '',
	)
);

// The attributes every control shares, in the order the tests read them.
$mvc_attributes = array( 'id' => $mvc_id );
if ( 'file' !== $mvc_type ) {
	$mvc_attributes['class']     = 'mvc-field__input';
	$mvc_attributes['name']      = $mvc_args['name'];
	$mvc_attributes['maxlength'] = (string) $mvc_max;
} else {
	$mvc_attributes['name'] = $mvc_args['name'] . '[]';
}
$mvc_flags = 'file' === $mvc_type ? array( 'multiple' ) : array();
$mvc_after = 'file' === $mvc_type ? array( 'accept' => $mvc_args['accept'] ) : array();
if ( $mvc_args['required'] ) {
	$mvc_after['aria-required'] = 'true';
}
if ( '' !== $mvc_error ) {
	$mvc_after['aria-invalid'] = 'true';
}
if ( $mvc_describe ) {
	$mvc_after['aria-describedby'] = implode( ' ', $mvc_describe );
}
if ( 'textarea' === $mvc_type ) {
	$mvc_after['rows'] = (string) $mvc_args['rows'];
} elseif ( 'file' === $mvc_type ) {
	$mvc_after['type'] = 'file';
} else {
	$mvc_after['type']  = 'email' === $mvc_type ? 'email' : 'text';
	$mvc_after['value'] = $mvc_value;
}
if ( '' !== $mvc_args['autocomplete'] ) {
	$mvc_after['autocomplete'] = $mvc_args['autocomplete'];
}
if ( '' !== $mvc_args['inputmode'] ) {
	$mvc_after['inputmode'] = $mvc_args['inputmode'];
}

/**
 * Prints attributes, escaped.
 *
 * @param array<string, string> $attributes Name => value.
 */
$mvc_print   = static function ( array $attributes ): string {
	$html = '';
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
	}
	return $html;
};
$mvc_control = $mvc_print( $mvc_attributes ) . ( $mvc_flags ? ' ' . implode( ' ', $mvc_flags ) : '' ) . ( $mvc_args['required'] ? ' required' : '' ) . $mvc_print( $mvc_after );
?>
<div class="mvc-field<?php echo '' !== $mvc_args['class'] ? ' ' . esc_attr( $mvc_args['class'] ) : ''; ?><?php echo '' !== $mvc_error ? ' mvc-field--invalid' : ''; ?>">
	<label class="mvc-field__label" for="<?php echo esc_attr( $mvc_id ); ?>">
		<?php if ( $mvc_args['required'] ) : ?>
			<span class="mvc-field__required" aria-hidden="true">*</span>
		<?php endif; ?>
		<?php echo esc_html( $mvc_args['label'] ); ?>
	</label>
	<div class="mvc-field__control">
		<?php if ( 'textarea' === $mvc_type ) : ?>
			<textarea<?php echo $mvc_control; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by $mvc_print. ?>><?php echo esc_textarea( $mvc_value ); ?></textarea>
		<?php else : ?>
			<input<?php echo $mvc_control; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by $mvc_print. ?>>
		<?php endif; ?>
	</div>
	<?php if ( '' !== $mvc_args['hint'] ) : ?>
		<p class="mvc-field__hint" id="<?php echo esc_attr( $mvc_id . '-hint' ); ?>"><?php echo esc_html( $mvc_args['hint'] ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $mvc_error || $mvc_args['slot'] ) : ?>
		<p class="mvc-field__error" id="<?php echo esc_attr( $mvc_id . '-error' ); ?>"<?php echo '' === $mvc_error ? ' hidden' : ''; ?>><?php echo esc_html( $mvc_error ); ?></p>
	<?php endif; ?>
	<?php if ( $mvc_args['counter'] ) : ?>
		<p class="mvc-field__counter" id="<?php echo esc_attr( $mvc_id . '-counter' ); ?>"><?php echo esc_html( mb_strlen( $mvc_value ) . '/' . $mvc_max ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $mvc_args['note'] ) : ?>
		<p class="mvc-field__note"><?php echo esc_html( $mvc_args['note'] ); ?></p>
	<?php endif; ?>
</div>
