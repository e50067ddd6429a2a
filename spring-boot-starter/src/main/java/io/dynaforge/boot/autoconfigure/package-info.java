/**
 * Spring Boot auto-configuration of Dynaforge: the client, the template, the repositories of the application's
 * packages, table creation for development and tests, and the {@code dynaforge} health indicator.
 */
package io.dynaforge.boot.autoconfigure;
