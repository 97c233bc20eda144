<?php
/**
 * A page the special-issue mails' links open (and the article's form answers without JavaScript):
 * a heading, a message and, when asked, a form of one button. The links themselves change
 * nothing, the button does. Rendered by Mvc\Core\Templates; a theme may override it with
 * mvc-core/follow-page.php.
 *
 * @package Mvc\Core
 *
 * @var array{title: string, message: string, form: array{action: string, fields: array<string, string>, button: string}|null} $args
 */

$mvc_core_site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
$mvc_core_form = $args['form'];
?>
<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title><?php echo esc_html( $args['title'] . ' - ' . $mvc_core_site ); ?></title></head>
<body style="margin:0;padding:48px 16px;background:#f5f7fa;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2937;">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;text-align:center;">
<h1 style="margin:0 0 16px;font-size:20px;"><?php echo esc_html( $args['title'] ); ?></h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.6;"><?php echo esc_html( $args['message'] ); ?></p>
<?php if ( $mvc_core_form ) : ?>
<form method="post" action="<?php echo esc_url( $mvc_core_form['action'] ); ?>" style="margin:0 0 24px;">
	<?php foreach ( $mvc_core_form['fields'] as $mvc_core_name => $mvc_core_value ) : ?>
	<input type="hidden" name="<?php echo esc_attr( $mvc_core_name ); ?>" value="<?php echo esc_attr( $mvc_core_value ); ?>">
	<?php endforeach; ?>
	<button type="submit" style="border:0;border-radius:4px;padding:10px 32px;background:#0b5cad;color:#fff;font-size:15px;cursor:pointer;"><?php echo esc_html( $mvc_core_form['button'] ); ?></button>
</form>
<?php endif; ?>
<p style="margin:0;"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" style="color:#0b5cad;"><?php esc_html_e( 'Back to the home page', 'mvc-core' ); ?></a></p>
</main></body></html>
