package io.dynaforge.boot.autoconfigure;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code dynaforge.cursors.*} properties: the keys and time to live of the {@code CursorCodec}
 * bean that seals {@code Window} positions into tokens for clients, and the request parameter web controllers read
 * them from.
 */
@ConfigurationProperties("dynaforge.cursors")
public class DynaforgeCursorProperties {

  /**
   * The cursor keys, each an id and a base64 secret of 32 bytes (AES-256). The first key seals new tokens; every
   * key opens them, so keys rotate by putting the new key first. None: no CursorCodec bean.
   */
  private List<Key> keys = new ArrayList<>();

  /** How long a cursor token opens after it was sealed. */
  private Duration timeToLive = Duration.ofHours(1);

  /**
   * The request parameter a web controller's ScrollPosition parameter is read from (Spring MVC and WebFlux); absent
   * or empty, the initial position.
   */
  private String parameter = "cursor";

  public List<Key> getKeys() {
    return keys;
  }

  public void setKeys(List<Key> keys) {
    this.keys = keys;
  }

  public Duration getTimeToLive() {
    return timeToLive;
  }

  public void setTimeToLive(Duration timeToLive) {
    this.timeToLive = timeToLive;
  }

  public String getParameter() {
    return parameter;
  }

  public void setParameter(String parameter) {
    this.parameter = parameter;
  }

  /** One cursor key: {@code dynaforge.cursors.keys[i].id} and {@code dynaforge.cursors.keys[i].secret}. */
  public static class Key {

    /** The key id written (authenticated, not secret) into every token the key seals, e.g. 2026-12. */
    private String id;

    /** The key: base64 of 32 random bytes (e.g. openssl rand -base64 32). Keep it in a secret store. */
    private String secret;

    public String getId() {
      return id;
    }

    public void setId(String id) {
      this.id = id;
    }

    public String getSecret() {
      return secret;
    }

    public void setSecret(String secret) {
      this.secret = secret;
    }

    @Override
    public String toString() {
      return "Key[id=" + id + ", secret=(hidden)]";
    }
  }
}
